"""Start the kernel: ``python -m minischeme.kernel -f CONNECTION_FILE
[--MinischemeKernel.assignment=NAME]`` (what the kernel specs run)."""
from ipykernel.kernelapp import IPKernelApp

from .kernel import MinischemeKernel

if __name__ == "__main__":
    IPKernelApp.launch_instance(kernel_class=MinischemeKernel)
